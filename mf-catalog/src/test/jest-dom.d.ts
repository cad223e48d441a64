// jest-dom's matchers (toBeInTheDocument…) for the type checker; scripts/jest/setup-dom.ts installs them at run time.
/// <reference types="@testing-library/jest-dom" />
