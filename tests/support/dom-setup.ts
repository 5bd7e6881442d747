import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A lazily loaded screen is transformed on first use; on a busy 2-core CI machine, beside the
// browser suite, that has taken more than 5 s. The wait only ends sooner when what a test looks
// for appears: a screen that never shows it still fails.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
