// autocannon ships no types; the production-shape test reaches it through scripts/lib/proxy-bench.ts.
declare module 'autocannon' {
	type Result = { requests: { average: number; total: number }; latency: { p50: number; p99: number; average: number }; non2xx: number; errors: number; timeouts: number }
	export default function autocannon(options: { url: string; connections?: number; duration?: number; pipelining?: number; headers?: Record<string, string> }): Promise<Result>
}
