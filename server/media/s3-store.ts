// The media store in any S3-compatible object store (AWS S3, Cloudflare R2, MinIO and the like) through the
// official AWS SDK: one object per key, under an optional prefix. A PUT is atomic (readers see the old object or
// the new one), so no temporary names are needed. Large downloads (photo zips) are handed out as short-lived signed
// URLs, after the same visibility checks as every other media request.
import { createReadStream } from 'node:fs'
import { readdir, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { MediaS3Settings } from '../config'
import { attachmentName, isMissingMedia, type MediaStore, mediaTypeOf, type StoredFile } from './store'

/** How long a signed download address works: long enough to start the download, too short to pass around. */
export const SIGNED_URL_SECONDS = 300

export class S3Store implements MediaStore {
  readonly kind = 's3'
  private readonly client: S3Client
  private readonly bucket: string
  private readonly prefix: string

  constructor(
    settings: MediaS3Settings,
    readonly scratchDir: string,
  ) {
    this.bucket = settings.bucket
    this.prefix = settings.prefix
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.pathStyle,
      // Checksums only where S3 requires them: the SDK's default sends streamed uploads aws-chunked with a checksum
      // trailer, which several S3-compatible stores (older MinIO, s3rver) store as part of the object.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    })
  }

  private objectKey(key: string) {
    return `${this.prefix}${key}`
  }

  async info(key: string): Promise<StoredFile | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))
      return { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) }
    } catch (error) {
      if (isMissingMedia(error)) return undefined
      throw error
    }
  }

  async read(key: string) {
    const object = await this.get(key)
    return Buffer.from(await object.transformToByteArray())
  }

  async stream(key: string) {
    return (await this.get(key)).transformToWebStream() as ReadableStream<Uint8Array>
  }

  private async get(key: string) {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }))
    if (!answer.Body) throw new Error(`media store: ${key} has no body`)
    return answer.Body
  }

  async write(key: string, data: Uint8Array) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: data,
        ContentType: mediaTypeOf(key),
      }),
    )
  }

  async writeFile(key: string, localFile: string) {
    const { size } = await stat(localFile)
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: createReadStream(localFile),
        ContentLength: size,
        ContentType: mediaTypeOf(key),
      }),
    )
    await rm(localFile, { force: true })
  }

  async writeFolder(prefix: string, localDir: string) {
    const entries = await readdir(localDir, { recursive: true, withFileTypes: true })
    const files = entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
    // A few uploads at once: a media set is hundreds of small files.
    let next = 0
    const upload = async () => {
      for (let file = files[next++]; file !== undefined; file = files[next++]) {
        const relative = path.relative(localDir, file).split(path.sep).join('/')
        await this.writeFile(`${prefix}/${relative}`, file)
      }
    }
    await Promise.all(Array.from({ length: 8 }, upload))
    await rm(localDir, { recursive: true, force: true })
  }

  async list(prefix: string): Promise<string[]> {
    const base = `${this.objectKey(prefix)}/`
    const keys: string[] = []
    let token: string | undefined
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: base, ContinuationToken: token }),
      )
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(base.length))
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return keys
  }

  async remove(key: string) {
    await this.removeKeys([this.objectKey(key)])
  }

  async removeFolder(prefix: string) {
    const keys = await this.list(prefix)
    await this.removeKeys(keys.map((k) => this.objectKey(`${prefix}/${k}`)))
  }

  private async removeKeys(keys: ReadonlyArray<string>) {
    // At most 1,000 keys per request (S3's limit).
    for (let i = 0; i < keys.length; i += 1000) {
      await this.client.send(
        new DeleteObjectsCommand({
          Bucket: this.bucket,
          Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true },
        }),
      )
    }
  }

  async downloadUrl(key: string, filename: string) {
    // A signed address of a missing object would send the browser to the bucket's own error page.
    if (!(await this.info(key))) return undefined
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        ResponseContentDisposition: `attachment; filename="${attachmentName(filename)}"`,
        ResponseContentType: mediaTypeOf(key),
      }),
      { expiresIn: SIGNED_URL_SECONDS },
    )
  }

  async check() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }))
  }

  close() {
    this.client.destroy()
  }
}
