import { FINISH_TAGS, MAX_PRODUCT_TAGS, SLUG_PATTERN } from '@skins/shared';
import { CheckIcon } from '#ui/icons.tsx';
import { AddItemInput, ChipList } from './chip-list.tsx';
import { errorUnder, type ProductFieldErrors } from './product-form-errors.ts';

interface TagsEditorProps {
  value: readonly string[];
  onChange: (next: string[]) => void;
  errors: ProductFieldErrors;
}

const MAX_TAG_LENGTH = 40;
const isFinish = (tag: string) => (FINISH_TAGS as readonly string[]).includes(tag);

/**
 * The product's tags as one list: the finishes the storefront filters on are switches, any other
 * tag (`new`, `bestseller`, a pattern) is a chip.
 */
export function TagsEditor({ value, onChange, errors }: TagsEditorProps) {
  const otherTags = value.filter((tag) => !isFinish(tag));
  const error = errorUnder(errors, 'tags');

  function toggleFinish(finish: string) {
    onChange(value.includes(finish) ? value.filter((tag) => tag !== finish) : [...value, finish]);
  }

  function addTag(text: string): string | null {
    const tag = text.toLowerCase();
    if (!tag) return 'Enter a tag';
    if (!SLUG_PATTERN.test(tag)) return 'Use lower-case letters, digits and hyphens';
    if (tag.length > MAX_TAG_LENGTH) return `Must be at most ${MAX_TAG_LENGTH} characters`;
    if (value.includes(tag)) return `${tag} is already a tag`;
    if (value.length >= MAX_PRODUCT_TAGS) return `At most ${MAX_PRODUCT_TAGS} tags`;
    onChange([...value, tag]);
    return null;
  }

  return (
    <div className="space-y-5">
      <fieldset className="min-w-0">
        <legend className="font-medium text-neutral-900 text-sm">Finish</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {FINISH_TAGS.map((finish) => {
            const isOn = value.includes(finish);
            return (
              <label
                key={finish}
                className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full px-3 py-1.5 text-sm capitalize ring-1 transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent ${
                  isOn
                    ? 'bg-charcoal-900 text-white ring-charcoal-900'
                    : 'bg-white text-neutral-800 ring-neutral-300 hover:bg-neutral-50'
                }`}
              >
                <input
                  type="checkbox"
                  checked={isOn}
                  onChange={() => toggleFinish(finish)}
                  className="sr-only"
                />
                {isOn && <CheckIcon className="size-3.5" />}
                {finish}
              </label>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="min-w-0">
        <legend className="font-medium text-neutral-900 text-sm">Other tags</legend>
        <p className="mt-1 text-neutral-600 text-sm">
          Lower-case words joined by hyphens, e.g. <code>carbon-fibre</code> or{' '}
          <code>bestseller</code>.
        </p>
        <div className="mt-2 space-y-3">
          <ChipList
            items={otherTags}
            removeLabelOf={(tag) => `Remove tag ${tag}`}
            onRemove={(index) => onChange(value.filter((tag) => tag !== otherTags[index]))}
          />
          <div className="sm:max-w-sm">
            <AddItemInput label="New tag" addLabel="Add tag" placeholder="Tag" onAdd={addTag} />
          </div>
        </div>
      </fieldset>
      {error && <p className="text-red-700 text-sm">{error}</p>}
    </div>
  );
}
