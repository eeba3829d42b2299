export const S3_SERVER_CREDENTIALS: { accessKeyId: string; secretAccessKey: string };

export interface S3Server {
  endpoint: string;
  port: number;
  bucket: string;
  directory: string;
  publicUrl: string;
  env: {
    UPLOAD_PROVIDER: 's3';
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: 'true';
    S3_PUBLIC_URL: string;
  };
  stop(): Promise<void>;
}

export function startS3Server(options: { port?: number; directory: string; bucket?: string; silent?: boolean }): Promise<S3Server>;
