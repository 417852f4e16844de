// SPDX-License-Identifier: Apache-2.0
#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace Advisor::Ui {

/** Typed access to the user's settings; one place for keys and defaults. */
class AppSettings
{
public:
    /** Uses the application's default QSettings. */
    AppSettings();
    /** Tests inject an INI file. */
    explicit AppSettings(QSettings *settings);

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

private:
    QSettings *settings() const;
    QVariant checked(const QString &key, const QVariant &fallback) const;

    QSettings *m_injected = nullptr;
    mutable QSettings m_default;
};

} // namespace Advisor::Ui
