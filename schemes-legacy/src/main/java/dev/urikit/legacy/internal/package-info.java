/**
 * What the four scheme packages of this module share: the parts every builder holds besides its path,
 * written back as read ({@link dev.urikit.legacy.internal.CommonParts}), the checks and encoding of the
 * text builders are given ({@link dev.urikit.legacy.internal.BuilderText}), and octet reading of
 * percent-encoded text ({@link dev.urikit.legacy.internal.Octets}). Hosts are the host facility's,
 * {@link dev.urikit.spi.HostRules}. Not API: the module does not export it.
 */
@NullMarked
package dev.urikit.legacy.internal;

import org.jspecify.annotations.NullMarked;
