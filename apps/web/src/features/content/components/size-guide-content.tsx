import { builtInCategory, CATEGORIES, type ShopCategory } from '@skins/shared';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { SIZE_GUIDE } from '../size-guide-data.tsx';
import { ContentPage } from './content-page.tsx';
import { Prose } from './prose.tsx';

/**
 * The size guide: the device families of the built-in categories (the code's, by stable id),
 * under the names, slugs and order the owner gave them (decision 067). A category the owner
 * added has no device types, so nothing to size; `categories` is undefined before they are known.
 */
export function SizeGuideContent({
  categories,
}: {
  categories: readonly ShopCategory[] | undefined;
}) {
  const guides = categories
    ? categories.flatMap((category) => {
        const entry = builtInCategory(category._id);
        return entry ? [{ ...category, productTypes: entry.productTypes }] : [];
      })
    : CATEGORIES.map((entry) => ({ ...entry, _id: entry.slug }));
  return (
    <ContentPage
      title="Size guide: find your exact model"
      documentTitle="Size Guide"
      description="How to find your exact phone, laptop, console or accessory model, and every device family Skins cuts skins for."
      eyebrow="Size guide"
      lead="Skins are cut to the millimetre for each model, so the model name matters more than the size. Here is how to find yours in under a minute."
      width="wide"
    >
      <Prose className="max-w-3xl">
        <h2>Why the exact model matters</h2>
        <p>
          Two phones that look alike can differ by a millimetre in height or in the camera bump —
          the iPhone 15 Pro and 16 Pro, or the Galaxy S24 and S24+. A skin cut for one will not sit
          right on the other. On every product page you choose the brand and then the model, so
          check it below before you order.
        </p>
        <p>
          Not listed? <Link to={paths.contact()}>Tell us your model</Link> — we add new devices
          every month.
        </p>
      </Prose>

      <div className="mt-12 space-y-12">
        {guides.map((category) => (
          <section key={category._id} aria-labelledby={`guide-${category._id}`}>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2
                id={`guide-${category._id}`}
                className="font-semibold text-neutral-900 text-xl tracking-tight"
              >
                {category.name}
              </h2>
              <Link
                to={paths.category(category.slug)}
                className="font-medium text-accent text-sm underline-offset-4 hover:underline"
              >
                Shop {category.name.toLowerCase()}
              </Link>
            </div>
            <div className="mt-4 overflow-hidden rounded-2xl bg-white ring-1 ring-neutral-200">
              <table className="w-full text-left text-sm md:table-fixed">
                <caption className="sr-only">
                  {category.name}: supported devices and how to find your model
                </caption>
                <thead className="hidden bg-neutral-50 text-neutral-500 text-xs uppercase tracking-wider md:table-header-group">
                  <tr>
                    <th scope="col" className="w-36 px-5 py-3 font-semibold">
                      Device
                    </th>
                    <th scope="col" className="w-[38%] px-5 py-3 font-semibold">
                      Models we cut for
                    </th>
                    <th scope="col" className="px-5 py-3 font-semibold">
                      Find your model
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-neutral-200">
                  {category.productTypes.map((type) => {
                    const guide = SIZE_GUIDE[type.name];
                    return (
                      <tr key={type.name} className="block md:table-row">
                        <th
                          scope="row"
                          className="block px-5 pt-4 font-semibold text-base text-neutral-900 md:table-cell md:py-4 md:align-top"
                        >
                          <Link
                            to={paths.category(category.slug, type.name)}
                            className="hover:text-accent"
                          >
                            {type.label}
                          </Link>
                        </th>
                        <td className="block px-5 pt-2 text-neutral-700 md:table-cell md:py-4 md:align-top">
                          <ul className="space-y-1">
                            {guide.families.map((family) => (
                              <li key={family}>{family}</li>
                            ))}
                          </ul>
                        </td>
                        <td className="block px-5 pt-3 pb-4 text-neutral-600 leading-6 md:table-cell md:py-4 md:align-top [&_strong]:font-semibold [&_strong]:text-neutral-900">
                          <span className="font-semibold text-neutral-500 text-xs uppercase tracking-wider md:hidden">
                            Find your model:{' '}
                          </span>
                          {guide.findModel}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          </section>
        ))}
      </div>
    </ContentPage>
  );
}
