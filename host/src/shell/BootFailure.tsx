import { Button } from '@portal/shared-ui';

/** When the shell itself cannot start (no environment file), say so and offer the one thing that helps. */
export function BootFailure({ message }: { message: string }) {
  return (
    <main className="portal-boot-failure">
      <h1>The portal is unavailable</h1>
      <p role="alert">{message}</p>
      <Button onClick={() => window.location.reload()}>Reload</Button>
    </main>
  );
}
