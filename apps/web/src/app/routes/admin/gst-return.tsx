export { GstReturnPage as Component } from '#features/admin/gst/gst-return-page.tsx';
