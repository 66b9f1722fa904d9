/**
 * urikit for Jackson 2 ({@code com.fasterxml.jackson}): {@link dev.urikit.jackson2.UrikitModule}, which a
 * mapper's {@code findAndRegisterModules()} finds, reads and writes every URI, IRI and scheme view type as
 * a JSON string.
 */
@NullMarked
package dev.urikit.jackson2;

import org.jspecify.annotations.NullMarked;
