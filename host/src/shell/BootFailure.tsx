/** When the shell itself cannot start (no environment file), say so and offer the one thing that helps. */
export function BootFailure({ message }: { message: string }) {
  return (
    <main className="portal-boot-failure">
      <h1>The portal is unavailable</h1>
      <p role="alert">{message}</p>
      <button type="button" className="pui-button pui-button--primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
