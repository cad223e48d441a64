// The look shared by every app: accessible primitives over the design tokens of ./tokens.css.
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './Button';
export { TextField, type TextFieldProps } from './TextField';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField';
export { SelectField, type SelectFieldProps } from './SelectField';
// TagMultiSelect itself is the subpath '@simple-recipes/shared-ui/tag-multi-select', loaded on first use (see LazyTagMultiSelect).
export { lazyTagMultiSelect, type LazyTagMultiSelect } from './LazyTagMultiSelect';
export type { TagMultiSelectProps } from './TagMultiSelect';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { Skeleton, type SkeletonProps } from './Skeleton';
export { ErrorNotice, type ErrorNoticeProps } from './ErrorNotice';
export { Spinner, type SpinnerProps } from './Spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './VisuallyHidden';
