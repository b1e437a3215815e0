// The part of autocannon's API the bench uses (the package ships no types).
declare module 'autocannon' {
	type Options = { url: string; connections?: number; duration?: number; pipelining?: number; headers?: Record<string, string> }
	type Result = {
		requests: { average: number }
		latency: { p50: number; p99: number }
		non2xx: number
		errors: number
		timeouts: number
	}
	export default function autocannon(options: Options): Promise<Result>
}
