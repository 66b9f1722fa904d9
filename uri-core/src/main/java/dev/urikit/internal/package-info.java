/** Parser tables and algorithms behind the public API; not API themselves, and free to change. */
@NullMarked
package dev.urikit.internal;

import org.jspecify.annotations.NullMarked;
