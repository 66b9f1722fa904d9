/** The news, snews, nntp and nntps scheme module. */
@NullMarked
package dev.urikit.news;

import org.jspecify.annotations.NullMarked;
