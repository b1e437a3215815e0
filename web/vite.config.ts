import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompress } from './vite/precompress.ts'
import { sharedChunks } from './vite/shared-chunks.ts'

const chunks = sharedChunks()

export default defineConfig({
	plugins: [tailwindcss(), reactRouter(), chunks.plugin, precompress()],
	resolve: { tsconfigPaths: true },
	// PGlite loads its WebAssembly and data files from its own package folder; bundled, it cannot find them.
	ssr: { external: ['@electric-sql/pglite', 'pg'] },
	environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: chunks.groups } } } } } },
	server: { port: Number(process.env.PORT ?? 3000) },
})
