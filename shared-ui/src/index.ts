// The theme is a stylesheet: import '@portal/shared-ui/theme.css' once at the root of the page.
export { uiTexts } from './ui-texts';

export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button/Button';
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

export { PortalProvider, usePortal, type PortalProviderProps } from './react/PortalProvider';
export { useCan, useSession } from './react/hooks';

export { validateWith, type FormErrors } from './forms/validateWith';

export { createPortalContext, type PortalContextOptions } from './remote/createPortalContext';
export { createRemoteLifecycles, RemoteRoot, type RemoteBuildInfo, type RemoteRootProps } from './remote/createRemoteLifecycles';
export { mountStandalone } from './remote/mountStandalone';
export { RemoteErrorBoundary } from './remote/RemoteErrorBoundary';
export { RemoteRoutes } from './remote/RemoteRoutes';
export { RouteLink } from './remote/RouteLink';
export { TextField } from './forms/TextField';

export type { TextFieldProps } from './forms/TextField';
export type { FieldBaseProps } from './forms/field-parts';
