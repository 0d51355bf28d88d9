// The shell's stylesheet belongs to the entry, not to the bootstrap: the build links it in the page's head, so the
// public frame the host server sends (shared-contracts PUBLIC_FRAME_FILE) paints styled before any script runs.
import '@portal/shared-ui/theme.css';
import './shell/shell.css';
import { nextTask } from './nextTask';

// An asynchronous boundary: Module Federation negotiates the shared singletons before any of them is used. It starts a
// task after the entry's own (issue 15): the federation runtime's start and that negotiation were one long task.
void nextTask().then(() => import('./bootstrap'));
