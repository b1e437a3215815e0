// Separate from vite.config.ts so the React Router plugin is never loaded under vitest.
import { defineConfig } from 'vitest/config'

export default defineConfig({
	resolve: { tsconfigPaths: true },
	test: {
		include: ['test/**/*.test.{ts,tsx}', 'app/**/*.test.{ts,tsx}'],
		environment: 'node',
		globalSetup: ['./test/global-setup.ts'],
		setupFiles: ['./test/setup-file.ts'],
		testTimeout: 20_000,
		hookTimeout: 60_000,
	},
})
