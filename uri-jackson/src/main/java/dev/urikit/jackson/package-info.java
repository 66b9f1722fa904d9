/**
 * urikit for Jackson 3 ({@code tools.jackson}): {@link dev.urikit.jackson.UrikitModule}, which a mapper's
 * {@code findAndAddModules()} finds, reads and writes every URI, IRI and scheme view type as a JSON string.
 */
@NullMarked
package dev.urikit.jackson;

import org.jspecify.annotations.NullMarked;
