// The shell's stylesheet belongs to the entry, not to the bootstrap: the build links it in the page's head, so the
// public frame the host server sends (shared-contracts PUBLIC_FRAME_FILE) paints styled before any script runs.
import '@portal/shared-ui/theme.css';
import './shell/shell.css';
// An asynchronous boundary: Module Federation negotiates the shared singletons before any of them is used.
import('./bootstrap');
