// An asynchronous boundary, so the shared singletons are negotiated before the standalone page uses them.
import('./standalone');
