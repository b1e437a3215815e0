import type { Core } from '@strapi/strapi';

const allowedMediaTypes = [
  'image/*',
  'video/*',
  'audio/*',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.*',
  'text/plain',
  'text/csv',
];

const deniedTypes = [
  'image/svg+xml',
  'application/vnd.microsoft.portable-executable',
  'application/x-msdownload',
  'application/x-msdos-program',
  'application/x-executable',
  'application/x-dosexec',
  'application/x-sh',
  'text/x-shellscript',
  'application/x-mach-binary',
];

function uploadProvider(env: Core.Config.Shared.ConfigParams['env']) {
  if (env('UPLOAD_PROVIDER', 'local') !== 'aws-s3') return { provider: 'local' };
  return {
    provider: 'aws-s3',
    providerOptions: {
      // The public address of the bucket (or its CDN); the site shows images from there.
      baseUrl: env('S3_PUBLIC_URL'),
      s3Options: {
        credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
        region: env('S3_REGION'),
        endpoint: env('S3_ENDPOINT'),
        params: { Bucket: env('S3_BUCKET') },
      },
    },
  };
}

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      jwtManagement: 'refresh',
      sessions: {
        httpOnly: true,
      },
    },
  },
  // Media on the local disk (public/uploads) by default; UPLOAD_PROVIDER=aws-s3 stores it in a bucket.
  upload: {
    config: {
      ...uploadProvider(env),
      security: {
        allowedTypes: allowedMediaTypes,
        deniedTypes,
      },
    },
  },
});

export default config;
