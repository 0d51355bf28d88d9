// The theme is a stylesheet: import '@portal/shared-ui/theme.css' once at the root of the page.
export { uiTexts } from './ui-texts';

export { Button, buttonClassNames, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/Button';
export { classNames } from './class-names';
export { Spinner, type SpinnerProps } from './button/Spinner';

export { Modal, type ModalProps } from './modal/Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './modal/ConfirmDialog';

export {
  createPortalUi,
  type Block,
  type ConfirmOptions,
  type PendingConfirmation,
  type PortalUiState,
  type PortalUiStore,
  type Toast,
} from './portal-ui/create-portal-ui';
export { PortalOverlays, type PortalOverlaysProps } from './portal-ui/PortalOverlays';

export { createSessionStore, restoreSession, type SessionStoreOptions } from './session/session-store';
export { SESSION_STORAGE_PREFIX } from './session/session-storage';

export { createApiTransport, type ApiTransportOptions } from './api/transport';
export { PortalRequestError, type RequestFailure } from './api/request-error';
export { toastRequestError } from './api/toast-request-error';
// Reading a refusal: small, and sign-in needs them on /login.
export { asksToSignIn, fieldErrorsOf, isBadRequest, messageOf } from './feedback/refusals';
export { downloadUrl, type DownloadEndpoint } from './api/download-url';

export { PortalProvider, usePortal, type PortalProviderProps } from './react/PortalProvider';
export { useCan, useMayCall, useSession } from './react/hooks';

export { validateWith, type FormErrors } from './forms/validateWith';
export { clearFields } from './forms/clearFields';

export { createPortalContext, type CallsInFlight, type PortalContextOptions } from './remote/createPortalContext';
// A remote's lifecycles, routes and standalone page are '@portal/shared-ui/remote', built into each remote.
export { RemoteErrorBoundary } from './remote/RemoteErrorBoundary';
export { RemoteFallback, type RemoteFallbackProps } from './remote/RemoteFallback';
export { RouteLink, type RouteLinkProps } from './remote/RouteLink';
// Pages and rare dialogs in chunks of their own, with a Retry that imports a lost chunk again.
export { lazyPage, lazyPart, lazyPartInPlace, type LazyComponent, type LazyPageOptions } from './lazy-part';
export { TextField } from './forms/TextField';

export type { TextFieldProps } from './forms/TextField';
export type { FieldBaseProps } from './forms/field-parts';
