/**
 * What the four scheme packages of this module share: the host rule of RFC 1738 section 3.1 and octet
 * reading of percent-encoded text. Not API: the module does not export it.
 */
@NullMarked
package dev.urikit.legacy.internal;

import org.jspecify.annotations.NullMarked;
