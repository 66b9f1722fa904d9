/** The ftp scheme module. */
@NullMarked
package dev.urikit.ftp;

import org.jspecify.annotations.NullMarked;
