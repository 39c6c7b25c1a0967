// A local S3-compatible server (s3rver, in this process, over real HTTP on a loopback port) for the tests of the S3
// media store: nothing reaches the internet. Each start has its own folder and bucket.
import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface LocalS3 {
  readonly endpoint: string
  readonly bucket: string
  /** The server's settings as the environment gives them (server/config.ts MEDIA_S3_*). */
  readonly env: Record<string, string>
  stop(): Promise<void>
}

export async function startLocalS3(bucket = 'showhome-media'): Promise<LocalS3> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: mkdtempSync(path.join(os.tmpdir(), 'showhome-s3-')),
    resetOnClose: true,
    configureBuckets: [{ name: bucket }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  let stopped = false
  return {
    endpoint,
    bucket,
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      // s3rver's own fixed key pair.
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop: async () => {
      if (stopped) return
      stopped = true
      // A close waits for every open connection; one a client left open (a download never read to its end, a
      // keep-alive socket mid-request) held a suite's teardown past its 60 s limit under load. Nothing is in flight
      // that a test still needs by now, so end them all.
      const http = (server as unknown as { httpServer?: { closeAllConnections(): void } }).httpServer
      const closed = server.close()
      http?.closeAllConnections()
      await closed
    },
  }
}
