import { type Compatibility, MAX_LENGTH } from '@skins/shared';
import { TrashIcon } from '#ui/icons.tsx';
import { AddItemInput, ChipList } from './chip-list.tsx';
import { errorUnder, type ProductFieldErrors } from './product-form-errors.ts';

interface CompatibilityEditorProps {
  value: readonly Compatibility[];
  onChange: (next: Compatibility[]) => void;
  /** The form's messages; this editor shows those under `compatibility`. */
  errors: ProductFieldErrors;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The brands and models a skin fits (CompatibilitySchema): shoppers choose one of them on the
 * product page. Each brand appears once (any case), with at least one model.
 */
export function CompatibilityEditor({ value, onChange, errors }: CompatibilityEditorProps) {
  function addBrand(brand: string): string | null {
    if (!brand) return 'Enter a brand';
    if (value.some((entry) => sameName(entry.brand, brand))) return `${brand} is already listed`;
    onChange([...value, { brand, models: [] }]);
    return null;
  }

  function addModel(brandIndex: number, model: string): string | null {
    const entry = value[brandIndex];
    if (!entry) return null;
    if (!model) return 'Enter a model';
    if (entry.models.some((existing) => sameName(existing, model))) {
      return `${entry.brand} already has ${model}`;
    }
    onChange(value.map((e, i) => (i === brandIndex ? { ...e, models: [...e.models, model] } : e)));
    return null;
  }

  function removeModel(brandIndex: number, modelIndex: number) {
    onChange(
      value.map((e, i) =>
        i === brandIndex ? { ...e, models: e.models.filter((_, m) => m !== modelIndex) } : e,
      ),
    );
  }

  const listError = errors.compatibility;

  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">Compatible devices</legend>
      <p className="text-neutral-600 text-sm">
        The brands and models this skin fits; shoppers pick one when they buy.
      </p>
      {value.length > 0 && (
        <ul className="mt-3 space-y-3">
          {value.map((entry, brandIndex) => {
            const error = errorUnder(errors, `compatibility.${brandIndex}`);
            return (
              <li
                key={entry.brand}
                className={`rounded-xl p-4 ring-1 ${error ? 'ring-2 ring-red-600' : 'ring-neutral-200'}`}
              >
                <div className="flex items-center justify-between gap-3">
                  <h3 className="font-medium text-neutral-900">{entry.brand}</h3>
                  <button
                    type="button"
                    onClick={() => onChange(value.filter((_, i) => i !== brandIndex))}
                    aria-label={`Remove brand ${entry.brand}`}
                    className="inline-flex size-8 items-center justify-center rounded-lg text-neutral-500 transition hover:bg-red-50 hover:text-red-700"
                  >
                    <TrashIcon className="size-4" />
                  </button>
                </div>
                <div className="mt-3 space-y-3">
                  {entry.models.length === 0 && (
                    <p className="text-neutral-500 text-sm">No models yet.</p>
                  )}
                  <ChipList
                    items={entry.models}
                    removeLabelOf={(model) => `Remove ${model} from ${entry.brand}`}
                    onRemove={(modelIndex) => removeModel(brandIndex, modelIndex)}
                  />
                  <AddItemInput
                    label={`New model for ${entry.brand}`}
                    addLabel={`Add model to ${entry.brand}`}
                    placeholder="Model"
                    maxLength={MAX_LENGTH.name}
                    onAdd={(model) => addModel(brandIndex, model)}
                  />
                </div>
                {error && <p className="mt-2 text-red-700 text-sm">{error}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-3 sm:max-w-sm">
        <AddItemInput
          label="New brand"
          addLabel="Add brand"
          placeholder="Brand, e.g. Apple"
          maxLength={MAX_LENGTH.name}
          onAdd={addBrand}
        />
      </div>
      {listError && <p className="mt-2 text-red-700 text-sm">{listError}</p>}
    </fieldset>
  );
}
