import { stopAll } from './processes';

export default async function globalTeardown() {
  await stopAll();
}
