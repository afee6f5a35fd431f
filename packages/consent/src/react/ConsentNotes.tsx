import type { Script } from '../core/providerSchema';

export interface ConsentNotesProps {
  gpc: boolean;
  newScripts: readonly Script[];
  texts: { globalPrivacyControl: string; newScripts: string };
}

/** Why the dialog asks again or keeps marketing off: the GPC signal and scripts added since the last choice. */
export function ConsentNotes({ gpc, newScripts, texts }: ConsentNotesProps) {
  if (!gpc && newScripts.length === 0) return null;
  return (
    <div className="shop-ConsentNotes">
      {gpc ? <p className="shop-ConsentNote">{texts.globalPrivacyControl}</p> : null}
      {newScripts.length > 0 ? (
        <div className="shop-ConsentNote">
          <p>{texts.newScripts}</p>
          <ul>
            {newScripts.map((script) => (
              <li key={script.slug}>{script.name}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
