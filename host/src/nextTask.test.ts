import { nextTask } from './nextTask';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('ends the task: what the browser had waiting runs before the boot goes on', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('waiting'), 0);
  await nextTask();
  order.push('boot goes on');
  expect(order).toEqual(['waiting', 'boot goes on']);
});

test("uses the browser's scheduler.yield where there is one, so the boot goes on first among the tasks then waiting", async () => {
  const yieldToBrowser = jest.fn(() => Promise.resolve());
  (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
  await nextTask();
  expect(yieldToBrowser).toHaveBeenCalledTimes(1);
});
