import { defineConfig, devices } from '@playwright/test'
import { e2ePorts } from './ports.ts'

export default defineConfig({
	testDir: './tests',
	globalSetup: './global-setup.ts',
	fullyParallel: false,
	// One worker: the machine has 2 cores, and the web server and Strapi need them.
	workers: 1,
	retries: 0,
	forbidOnly: true,
	// Generous: several tests walk a whole flow with two browsers, and CI shares two cores.
	timeout: 60_000,
	expect: { timeout: 7_000 },
	outputDir: './.results/artifacts',
	reporter: [['list'], ['json', { outputFile: './.results/results.json' }]],
	use: {
		...devices['Desktop Chrome'],
		baseURL: `http://127.0.0.1:${e2ePorts.web}`,
		trace: 'retain-on-failure',
		launchOptions: {
			executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
				'--disable-quic',
			],
		},
	},
})
