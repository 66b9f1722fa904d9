package dev.urikit.internal;

import org.jspecify.annotations.Nullable;

/**
 * The one implementation of an accessor that a class of another package installs when it is initialized,
 * so that the core reaches what that class keeps to its package ({@link Offsets}, {@link PartsOfText}).
 *
 * @param <T> the accessor's type
 */
public final class Installed<T> {

  private final String installer;
  private @Nullable T instance;

  /** An accessor that class {@code installer} installs from its class initializer. */
  public Installed(String installer) {
    this.installer = installer;
  }

  /** Installs the implementation; called once, by the installer's class initializer. */
  public void install(T implementation) {
    if (instance != null) {
      throw new IllegalStateException(installer + " installs its accessor once");
    }
    instance = implementation;
  }

  /** The implementation, initializing the installer first if no one has yet. */
  public T get() {
    T t = instance;
    if (t == null) {
      try {
        Class.forName(installer, true, Installed.class.getClassLoader());
      } catch (ClassNotFoundException e) {
        throw new IllegalStateException("uri-core is incomplete", e);
      }
      t = instance;
      if (t == null) {
        throw new IllegalStateException(installer + " did not install its accessor");
      }
    }
    return t;
  }
}
