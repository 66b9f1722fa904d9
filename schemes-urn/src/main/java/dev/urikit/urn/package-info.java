/** The urn scheme module. */
@NullMarked
package dev.urikit.urn;

import org.jspecify.annotations.NullMarked;
