import { MAX_IMAGE_UPLOAD_BYTES } from '@skins/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  chooseFiles,
  FIRST_RENDER,
  heldJsonResponse,
  imageFile,
  uploadedImageUrl,
  uploadResult,
} from '#testing/admin/product-test-kit.ts';
import { renderAdmin } from '#testing/admin/render-admin.tsx';
import { buildProduct, jsonResponse } from '#testing/fixtures.ts';
import type { ApiCall } from '#testing/stub-api-calls.ts';

const ART = '/media/art/v2/iphone/carbon-fibre/obsidian/front.svg';
const product = buildProduct({ _id: 'p1', images: [ART, uploadedImageUrl(7)] });

function renderProduct(
  onUpload: (call: ApiCall) => Response = () => jsonResponse(uploadResult(1), 201),
) {
  return renderAdmin('/admin/products/p1', (call) => {
    if (call.path === '/media') return onUpload(call);
    if (call.path !== '/products/p1') return undefined;
    return jsonResponse(
      call.method === 'PUT' ? { ...product, updatedAt: '2026-02-02T00:00:00Z' } : product,
    );
  });
}

/** Saves and answers the PUT's body. */
async function save(api: ReturnType<typeof renderProduct>['api']): Promise<unknown> {
  fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await screen.findByText('Product saved');
  return api.calls.find((call) => call.method === 'PUT')?.body;
}

describe('the product images', () => {
  it('uploads a file as multipart to /media and adds it at the end', async () => {
    const held = heldJsonResponse(uploadResult(1), 201);
    const { api } = renderProduct(() => held.response);
    await screen.findByText('Main image', {}, FIRST_RENDER);
    const file = imageFile('back.png');

    chooseFiles(file);

    expect(await screen.findByText('Uploading back.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    held.release();
    await screen.findByLabelText('Move image 3 earlier');
    const [upload] = api.callsTo('/media');
    expect(upload?.method).toBe('POST');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect(upload?.body instanceof FormData && upload.body.get('image')).toBe(file);
    expect(await save(api)).toMatchObject({
      images: [ART, uploadedImageUrl(7), uploadedImageUrl(1)],
    });
  });

  it('sends the order the admin chose: moved and removed images', async () => {
    const { api } = renderProduct();
    await screen.findByText('Main image', {}, FIRST_RENDER);
    chooseFiles(imageFile());
    await screen.findByLabelText('Move image 3 earlier');

    fireEvent.click(screen.getByLabelText('Move image 3 earlier'));
    fireEvent.click(screen.getByLabelText('Move image 1 later'));
    fireEvent.click(screen.getByLabelText('Remove image 3'));

    expect(screen.getByLabelText('Move image 1 earlier')).toHaveProperty('disabled', true);
    expect(await save(api)).toMatchObject({ images: [uploadedImageUrl(1), ART] });
  });

  it('refuses a file over the size limit without sending it', async () => {
    const { api } = renderProduct();
    await screen.findByText('Main image', {}, FIRST_RENDER);

    chooseFiles(imageFile('huge.jpg', MAX_IMAGE_UPLOAD_BYTES + 1));

    expect(
      await screen.findByText('huge.jpg is larger than 10 MB. Choose a smaller image.'),
    ).toBeTruthy();
    expect(api.callsTo('/media')).toHaveLength(0);
    fireEvent.click(screen.getByLabelText('Dismiss the message about huge.jpg'));
    expect(screen.queryByText(/is larger than 10 MB/)).toBeNull();
  });

  it('shows the server’s reason when it refuses an upload', async () => {
    renderProduct(() =>
      jsonResponse(
        {
          message: 'The image is smaller than 400 px on one side.',
          code: 'VALIDATION_FAILED',
          details: { fields: { image: 'The image is smaller than 400 px on one side.' } },
        },
        400,
      ),
    );
    await screen.findByText('Main image', {}, FIRST_RENDER);

    chooseFiles(imageFile('tiny.jpg'));

    expect(await screen.findByText('The image is smaller than 400 px on one side.')).toBeTruthy();
    expect(screen.getByText('tiny.jpg')).toBeTruthy();
    expect(screen.queryByLabelText('Move image 3 earlier')).toBeNull();
  });

  it('says a product needs an image', async () => {
    const { api } = renderProduct();
    await screen.findByText('Main image', {}, FIRST_RENDER);

    fireEvent.click(screen.getByLabelText('Remove image 2'));
    fireEvent.click(screen.getByLabelText('Remove image 1'));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Add at least one image')).toBeTruthy();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
