import zlib from 'node:zlib'

function chunk(type: string, data: Buffer) {
	const length = Buffer.alloc(4)
	length.writeUInt32BE(data.length)
	const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
	const crc = Buffer.alloc(4)
	crc.writeUInt32BE(zlib.crc32(body))
	return Buffer.concat([length, body, crc])
}

/** A valid PNG of the given size, filled green: a real image for upload tests. */
export function pngImage(width: number, height: number): Buffer {
	const header = Buffer.alloc(13)
	header.writeUInt32BE(width, 0)
	header.writeUInt32BE(height, 4)
	header.set([8, 2, 0, 0, 0], 8) // 8 bits, RGB, no interlace
	const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([16, 185, 129]))])
	const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))
	return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))])
}
