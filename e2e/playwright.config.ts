import { defineConfig, devices } from '@playwright/test'
import { e2ePorts, e2eWorkers } from './ports.ts'

export default defineConfig({
	testDir: './tests',
	globalSetup: './global-setup.ts',
	fullyParallel: false,
	// One worker per stack (ports.ts, global-setup.ts): each runs its files against its own web
	// server, Strapi and database. This file is loaded again in each worker, where e2ePorts is the worker's.
	workers: e2eWorkers,
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
		// Recording a trace for every test cost a quarter of the suite's CPU (126 against 173 CPU-s on four
		// specs), and nobody opens a CI clone's traces: run `playwright test --trace retain-on-failure` to get one.
		trace: 'off',
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
