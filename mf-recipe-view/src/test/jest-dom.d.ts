// Types of jest-dom's matchers (toBeInTheDocument…), which scripts/jest/setup-dom.ts installs at run time.
import '@testing-library/jest-dom';
