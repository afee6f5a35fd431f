// Data a server puts into an HTML page for the page's script, so the browser need not ask the API
// for it after load. It sits in `<script type="application/json" id="...">` (ids in
// `./vocabulary`): never run, read with `JSON.parse`, and already checked by the server.

/**
 * JSON text made safe inside an HTML `<script>` element: every `<` is written as its JSON escape,
 * so no `</script>` or `<!--` can end or bend the element, and U+2028/U+2029 are escaped as well.
 * `JSON.parse` reads the result as the same value.
 */
export function jsonForScriptElement(json: string): string {
  return json.replace(
    /[<\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
