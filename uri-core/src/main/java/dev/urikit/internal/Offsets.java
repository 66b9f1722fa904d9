package dev.urikit.internal;

import dev.urikit.HostType;
import dev.urikit.UriReference;
import org.jspecify.annotations.Nullable;

/**
 * The core's offsets of a parsed reference, for {@link dev.urikit.spi.UriLayout} in another package.
 * {@code UriReference} installs the one implementation when its class is initialized, which happens
 * before any reference exists to be asked about.
 */
public abstract class Offsets {

  private static final Installed<Offsets> INSTALLED = new Installed<>("dev.urikit.UriReference");

  /** Installs the implementation; called once, by {@code UriReference}'s class initializer. */
  public static void install(Offsets offsets) {
    INSTALLED.install(offsets);
  }

  /** The implementation. */
  public static Offsets get() {
    return INSTALLED.get();
  }

  public abstract int schemeEnd(UriReference ref);

  public abstract int hostStart(UriReference ref);

  public abstract int hostEnd(UriReference ref);

  public abstract @Nullable HostType hostType(UriReference ref);

  /** Whether the parser read the host as a DNS host name (see {@code UriLayout.hostIsDnsName}). */
  public abstract boolean hostIsDnsName(UriReference ref);

  public abstract int portValue(UriReference ref);

  public abstract int pathStart(UriReference ref);

  public abstract int pathEnd(UriReference ref);

  public abstract int queryMark(UriReference ref);

  public abstract int queryEnd(UriReference ref);

  public abstract int fragmentMark(UriReference ref);
}
