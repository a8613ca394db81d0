// The checkout's public file: what other features use. The rest of features/checkout is its own.
export { newPipelineId } from './pipeline-id.ts';
