/** The mailto scheme module. */
@NullMarked
package dev.urikit.mailto;

import org.jspecify.annotations.NullMarked;
