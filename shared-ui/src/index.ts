// The look shared by every app: accessible primitives over the design tokens of ./tokens.css.
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { TextAreaField, type TextAreaFieldProps } from './text-area-field';
export { SelectField, type SelectFieldProps } from './select-field';
// TagMultiSelect itself is the subpath '@simple-recipes/shared-ui/tag-multi-select', loaded on first use (see LazyTagMultiSelect).
export { lazyTagMultiSelect, type LazyTagMultiSelect } from './lazy-tag-multi-select';
export type { TagMultiSelectProps } from './tag-multi-select';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { Skeleton, type SkeletonProps } from './skeleton';
export { ErrorNotice, type ErrorNoticeProps } from './error-notice';
export { Spinner, type SpinnerProps } from './spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
