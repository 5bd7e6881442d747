import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily loaded screen is transformed on first use; on a busy 2-core CI machine that takes
// longer than testing-library's 1 s default, which made the first test of a file flaky.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
