// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <memory>

#include <QByteArray>
#include <QObject>
#include <QSettings>
#include <QString>
#include <QStringList>

class QTemporaryDir;

namespace Advisor::Ui {

/**
 * Typed access to the user's settings; one place for keys and defaults. Every window of the process shares
 * one, and hears through its signals what another window changed.
 */
class AppSettings final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AppSettings)

public:
    /**
     * The user's settings file (the application's default QSettings file). One that cannot be read
     * safely (a FIFO or device at its path, or larger than maxFileBytes) is never opened: this run
     * keeps its settings in a stand-in that is thrown away, and fileProblem() says why.
     */
    AppSettings();
    /** Tests inject an INI file. */
    explicit AppSettings(QSettings *settings);
    ~AppSettings();

    /** Settings files are a few KiB; QSettings would read any size whole, and wait on a FIFO for ever. */
    static constexpr qint64 maxFileBytes = 1024 * 1024;
    /**
     * Why a settings file's text must not reach QSettings, or empty: a value that is a serialized
     * QVariant ("@Variant(…)", escaped or not), which QSettings deserializes with whatever length it
     * declares (a 177-byte file made it allocate 6 GB; fuzz_settings). The program never writes one.
     */
    static QString unsafeContent(const QByteArray &text);
    /** Where the default settings live: $XDG_CONFIG_HOME/GpuAdvisor/gpu-advisor.conf. */
    static QString defaultFilePath();
    /** Why the settings file is not used this run; empty when it is. */
    QString fileProblem() const { return m_fileProblem; }

    QString language() const; // "en" | "zh_CN"
    void setLanguage(const QString &language);
    QString currency() const; // display currency; equal to the catalog's: no conversion
    void setCurrency(const QString &currency);
    double exchangeRate() const; // display units per catalog unit
    void setExchangeRate(double rate);
    QString defaultRegion() const; // empty: the catalog's reference region
    void setDefaultRegion(const QString &region);
    double customerDiscount() const; // percent
    void setCustomerDiscount(double percent);
    bool presentationMode() const;
    void setPresentationMode(bool on);
    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray &state);
    QByteArray tableHeaderState() const;
    void setTableHeaderState(const QByteArray &state);
    QStringList recentFiles() const; // newest first, at most maxRecentFiles
    void setRecentFiles(const QStringList &files);
    static constexpr int maxRecentFiles = 8;
    QString preparedBy() const; // the report's "prepared by", remembered between reports
    void setPreparedBy(const QString &name);
    bool csvByteOrderMark() const; // default on: spreadsheet programs need it to read Chinese
    void setCsvByteOrderMark(bool on);

    /**
     * Checks every stored setting; one of the wrong kind or out of range is removed, so its default
     * applies, and described in the list returned (empty when all were fine). The getters never
     * return such a value either, validated or not.
     */
    QStringList validate();

signals:
    /** Currency, exchange rate, default region, customer discount or the CSV byte-order mark changed. */
    void displayChanged();
    void presentationModeChanged(bool on);

private:
    /** Stores value under key; says whether it differed from what was stored. */
    bool store(const QString &key, const QVariant &value);

    QSettings *settings() const;
    QVariant checked(const QString &key, const QVariant &fallback) const;

    QSettings *m_injected = nullptr;
    std::unique_ptr<QTemporaryDir> m_standInFolder; // only when the user's file cannot be used
    std::unique_ptr<QSettings> m_owned;
    QString m_fileProblem;
};

} // namespace Advisor::Ui
