// The matchers are loaded by tooling/jest/setup-dom.js; this makes the type checker know them too.
/// <reference types="@testing-library/jest-dom" />
