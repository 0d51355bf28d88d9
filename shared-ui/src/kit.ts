// The rest of the kit: '@portal/shared-ui/kit', a shared module of its own, so that a page that needs only
// the core (the shell, sign-in) never downloads it. Kit modules take core pieces from '@portal/shared-ui'
// itself, so they use the page's one copy (one PortalRequestError class, one React context).
// Form fields bound to react-final-form (TextField, the one sign-in needs, is in the core entry).
export { MaskedField, type MaskedFieldProps, type MaskPreset } from './forms/MaskedField';
export { MoneyField, type MoneyFieldProps } from './forms/MoneyField';
export { DateField, type DateFieldProps } from './forms/DateField';
export { FileField, type FileFieldProps } from './forms/FileField';
export { FilesField, type FilesFieldProps } from './forms/FilesField';
export { SelectField, type SelectFieldProps, type SelectOption } from './forms/SelectField';
export { MultiSelectField, type MultiSelectFieldProps } from './forms/MultiSelectField';
export { CheckboxField, type CheckboxFieldProps } from './forms/CheckboxField';
export { ChoiceField, type ChoiceFieldProps, type ChoiceOption } from './forms/ChoiceField';
export { ChoiceGroup, type ChoiceGroupProps } from './forms/ChoiceGroup';
export { YesNoField, type YesNoFieldProps } from './forms/YesNoField';
export { TextAreaField, type TextAreaFieldProps } from './forms/TextAreaField';
export { FieldGroup, type FieldGroupProps } from './forms/FieldGroup';
export { Hint } from './forms/field-parts';
export { FieldsAcross, type FieldsAcrossProps } from './forms/FieldsAcross';
export { ValidatedForm, type ValidatedFormProps } from './forms/ValidatedForm';
export { checkFields } from './forms/checkFields';

// The estimate of repairs (spec 001 §4 'Estimate form'): the change order's, the draw's and the new deal's.
export { EstimateOfRepairs } from './estimate/LazyEstimateOfRepairs';
export type { EstimateOfRepairsProps } from './estimate/EstimateOfRepairs';
export { estimateTexts } from './estimate/estimate-texts';

// Layout.
export { Page, type PageProps } from './layout/Page';
export { Card, type CardProps } from './layout/Card';
export { ButtonRow, type ButtonRowProps } from './layout/ButtonRow';
export { FactList, type Fact, type FactListProps } from './layout/FactList';
export { Tabs, type TabItem, type TabsProps } from './layout/Tabs';
export { Wizard, type WizardProps, type WizardStep } from './layout/Wizard';
export { CollapsibleSection, type CollapsibleSectionProps } from './layout/CollapsibleSection';
export { Badge, type BadgeProps, type BadgeVariant } from './layout/Badge';
export { Popover, type PopoverProps, type PopoverTriggerProps } from './layout/Popover';
export { NotVerifiedNotice, useResendVerificationLink, VerifiedOnly, type NotVerifiedNoticeProps, type VerifiedOnlyProps } from './layout/NotVerifiedNotice';
export { EmptyState, type EmptyStateProps } from './layout/EmptyState';
export { VisuallyHidden } from './layout/VisuallyHidden';
export { Icon, type IconProps } from './layout/Icon';
export type { HeadingLevel } from './layout/heading';

// Loading, failures and confirmations.
export { useEndpoint, type EndpointOptions, type EndpointState } from './react/useEndpoint';
export { refreshIndicators } from './session/refresh-indicators';
export { LoadingWrapper, isServerFailure, loadFailureText, type LoadingWrapperProps } from './feedback/LoadingWrapper';
export { RetryButton, type RetryButtonProps } from './feedback/RetryButton';
export { Refusal, type RefusalProps } from './feedback/Refusal';
export { confirmCannotRevert, confirmRemoveItem } from './feedback/confirmDelete';

// Table and chart: ag-grid and echarts load in their own chunks, only when a table or a chart is shown.
export { DataTable, DEFAULT_PAGE_SIZE, type DataTableProps } from './table/DataTable';
export { PlainTable, type PlainTableProps } from './table/PlainTable';
export type { DataTableColumn, TableTone, ToneOf } from './table/columns';
export { Chart, type ChartProps } from './chart/Chart';
export type { ChartDatum, ChartKind } from './chart/chart-option';

// File upload (through `portal.api.upload`; a file's rule is the contract's `fileRefusal`) and download links.
export { FileUpload, type FileUploadHandle, type FileUploadProps } from './upload/FileUpload';
export { isAbort, SendingProgress, useSending, type Sending, type SendingControls } from './upload/useSending';
export { useDownloadUrl } from './api/use-download-url';
export { useFeedbackCall, type FeedbackCallOptions } from './api/use-feedback-call';

// The e-signature provider's page, framed (the loan actions' and the application's signing).
export { SigningFrame, type SigningFrameProps } from './e-signature/SigningFrame';

// Another remote's parcel, loaded at runtime through `portal.loadParcel` (single-spa's mountRootParcel with it).
export { RemoteParcel, type RemoteParcelProps } from './remote/RemoteParcel';
