// s3rver (root devDependency) in a process of its own for the scale test: port, directory and
// bucket from the arguments. Credentials are not checked (S3RVER/S3RVER is its default pair).
import S3rver from 's3rver';

const [port, directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  port: Number(port),
  address: '127.0.0.1',
  directory,
  silent: true,
  configureBuckets: [{ name: bucket }],
});
await server.run();
console.log(`s3rver listening on ${port}, bucket ${bucket}`);
process.once('SIGTERM', () => server.close().then(() => process.exit(0)));
