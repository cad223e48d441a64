// The look shared by every app: accessible primitives over the design tokens of ./tokens.css.
export { Button, buttonClassName, type ButtonProps, type ButtonVariant } from './button';
export { TextField, type TextFieldProps } from './text-field';
export { SelectField, type SelectFieldProps } from './select-field';
// Parts only the editor and the recipe page use are subpaths of their own, out of the shared module every page
// loads first: '@simple-recipes/shared-ui/confirm-dialog', '…/text-area-field', '…/document-title'.
// TagMultiSelect itself is the subpath '@simple-recipes/shared-ui/tag-multi-select', loaded on first use (see LazyTagMultiSelect).
export { lazyTagMultiSelect, type LazyTagMultiSelect } from './lazy-tag-multi-select';
export type { TagMultiSelectProps } from './tag-multi-select';
export { Skeleton, type SkeletonProps } from './skeleton';
export { ErrorNotice, type ErrorNoticeProps } from './error-notice';
export { Spinner, type SpinnerProps } from './spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden';
export { NotGiven } from './not-given';
