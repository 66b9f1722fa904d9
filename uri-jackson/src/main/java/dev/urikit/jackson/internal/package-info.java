/**
 * What the Jackson 3 module ({@code uri-jackson}) and the Jackson 2 module ({@code uri-jackson2}) share,
 * free of either Jackson: which types they read and write, how, and how they word a refusal. Not API:
 * it may change in any release.
 */
@NullMarked
package dev.urikit.jackson.internal;

import org.jspecify.annotations.NullMarked;
