// jest-dom's matchers (toBeInTheDocument, toHaveAccessibleDescription…) for the type checker of every package that
// includes ../types; scripts/jest/setup-dom.ts installs them at run time.
/// <reference types="@testing-library/jest-dom" />
